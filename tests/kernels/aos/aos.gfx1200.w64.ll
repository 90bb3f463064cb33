; ModuleID = 'aos.hip'
source_filename = "aos.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Params = type { float, i32, i32, [4 x float] }
%struct.Particle = type { <4 x float>, <2 x i32>, i32, float }

@kTable = protected addrspace(4) externally_initialized constant [16 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3, i32 5, i32 8, i32 9, i32 7, i32 9, i32 3], align 16
@dyn = external hidden addrspace(3) global [0 x i32], align 4
@__hip_cuid_f1f49a1727003cf = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_f1f49a1727003cf to ptr), ptr addrspacecast (ptr addrspace(4) @kTable to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define internal fastcc noundef i32 @_Z3fibj(i32 noundef range(i32 0, 8) %0) unnamed_addr #0 {
  %2 = icmp samesign ult i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -2
  %7 = add nsw i32 %4, -1
  %8 = tail call fastcc noundef i32 @_Z3fibj(i32 noundef %7) #9
  %9 = add i32 %8, %5
  %10 = icmp samesign ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %6, %3 ]
  %14 = add i32 %13, %12
  ret i32 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef i32 @_Z4sum4PKj(ptr noundef readonly captures(none) %0) unnamed_addr #1 {
  %2 = load <2 x i32>, ptr %0, align 4, !tbaa !5
  %3 = extractelement <2 x i32> %2, i64 0
  %4 = extractelement <2 x i32> %2, i64 1
  %5 = add i32 %4, %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = add i32 %5, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = add i32 %8, %10
  ret i32 %11
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @aos(ptr addrspace(1) noalias noundef readonly captures(none) %0, ptr addrspace(1) noalias noundef writeonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, ptr addrspace(4) noundef readonly byref(%struct.Params) align 4 captures(none) %3) local_unnamed_addr #2 {
  %5 = alloca [8 x i32], align 16, addrspace(5)
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 4
  %7 = load i32, ptr addrspace(4) %6, align 4, !amdgpu.noclobber !9
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 8
  %9 = load i32, ptr addrspace(4) %8, align 4, !amdgpu.noclobber !9
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 20
  %11 = load float, ptr addrspace(4) %10, align 4, !amdgpu.noclobber !9
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %14 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %14, i64 12
  %16 = load i16, ptr addrspace(4) %15, align 4, !range !10, !invariant.load !9, !noundef !9
  %17 = zext nneg i16 %16 to i32
  %18 = mul i32 %13, %17
  %19 = add i32 %18, %12
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %0, i64 %20
  %22 = load <4 x float>, ptr addrspace(1) %21, align 16, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 24
  %24 = load i32, ptr addrspace(1) %23, align 8, !tbaa !5
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 28
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !12
  %27 = icmp sgt i32 %7, 0
  br i1 %27, label %28, label %36

28:                                               ; preds = %4
  %29 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 16
  %30 = load float, ptr addrspace(4) %29, align 4, !amdgpu.noclobber !9
  %31 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 12
  %32 = load float, ptr addrspace(4) %31, align 4, !amdgpu.noclobber !9
  %33 = load float, ptr addrspace(4) %3, align 4, !amdgpu.noclobber !9
  %34 = fmul contract float %33, %32
  %35 = fmul contract float %33, %30
  br label %53

36:                                               ; preds = %53, %4
  %37 = phi <4 x float> [ %22, %4 ], [ %65, %53 ]
  %38 = and i32 %24, 15
  %39 = add nsw i32 %38, -8
  %40 = insertelement <2 x i32> poison, i32 %39, i64 0
  %41 = zext nneg i32 %38 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspace(4) @kTable, i64 %41
  %43 = load i32, ptr addrspace(4) %42, align 4, !tbaa !5
  %44 = mul nsw i32 %43, %39
  %45 = insertelement <2 x i32> %40, i32 %44, i64 1
  %46 = and i32 %24, 1023
  %47 = uitofp nneg i32 %46 to float
  %48 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %1, i64 %20
  store <4 x float> %37, ptr addrspace(1) %48, align 16, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %48, i64 16
  store <2 x i32> %45, ptr addrspace(1) %49, align 16, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %48, i64 24
  store i32 %24, ptr addrspace(1) %50, align 8, !tbaa !5
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %48, i64 28
  store float %47, ptr addrspace(1) %51, align 4, !tbaa !12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #9
  call void @llvm.memset.p5.i64(ptr addrspace(5) noundef align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  %52 = and i32 %24, 7
  br label %94

53:                                               ; preds = %28, %53
  %54 = phi i32 [ 0, %28 ], [ %66, %53 ]
  %55 = phi <4 x float> [ %22, %28 ], [ %65, %53 ]
  %56 = extractelement <4 x float> %55, i64 0
  %57 = fadd contract float %34, %56
  %58 = insertelement <4 x float> poison, float %57, i64 0
  %59 = extractelement <4 x float> %55, i64 1
  %60 = fsub contract float %59, %35
  %61 = insertelement <4 x float> %58, float %60, i64 1
  %62 = extractelement <4 x float> %55, i64 2
  %63 = fmul contract float %11, %62
  %64 = insertelement <4 x float> %61, float %63, i64 2
  %65 = insertelement <4 x float> %64, float %26, i64 3
  %66 = add nuw nsw i32 %54, 1
  %67 = icmp eq i32 %66, %7
  br i1 %67, label %36, label %53, !llvm.loop !14

68:                                               ; preds = %94
  %69 = shl nuw nsw i32 %12, 5
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @dyn, i32 %69
  call void @llvm.memcpy.p3.p5.i64(ptr addrspace(3) noundef align 4 dereferenceable(32) %70, ptr addrspace(5) noundef align 16 dereferenceable(32) %5, i64 32, i1 false)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %71 = trunc nuw nsw i32 %12 to i16
  %72 = add nuw nsw i16 %71, 1
  %73 = urem i16 %72, %16
  %74 = shl nuw nsw i16 %73, 3
  %75 = zext nneg i16 %74 to i64
  %76 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %75
  %77 = tail call fastcc noundef i32 @_Z4sum4PKj(ptr noundef %76) #9
  %78 = shl i32 %19, 2
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %79
  %81 = addrspacecast ptr addrspace(1) %80 to ptr
  %82 = tail call fastcc noundef i32 @_Z4sum4PKj(ptr noundef %81) #9
  %83 = add i32 %82, %77
  %84 = tail call fastcc noundef i32 @_Z3fibj(i32 noundef %52) #9
  %85 = add i32 %83, %84
  %86 = tail call fastcc noundef i32 @_Z3mixILi3EEjj(i32 noundef %24) #9
  %87 = add i32 %85, %86
  %88 = lshr i32 %24, 4
  %89 = and i32 %88, 15
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds nuw i32, ptr addrspace(4) @kTable, i64 %90
  %92 = load i32, ptr addrspace(4) %91, align 4, !tbaa !5
  %93 = add i32 %87, %92
  store i32 %93, ptr addrspace(1) %80, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #9
  ret void

94:                                               ; preds = %36, %94
  %95 = phi i32 [ 0, %36 ], [ %102, %94 ]
  %96 = add i32 %95, %9
  %97 = add i32 %95, %24
  %98 = and i32 %97, 7
  %99 = getelementptr inbounds nuw i32, ptr addrspace(5) %5, i32 %98
  %100 = load i32, ptr addrspace(5) %99, align 4, !tbaa !5
  %101 = add i32 %96, %100
  store i32 %101, ptr addrspace(5) %99, align 4, !tbaa !5
  %102 = add nuw nsw i32 %95, 1
  %103 = icmp eq i32 %95, %52
  br i1 %103, label %68, label %94, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef i32 @_Z3mixILi3EEjj(i32 noundef %0) unnamed_addr #4 {
  %2 = lshr i32 %0, 7
  %3 = xor i32 %2, %0
  %4 = mul i32 %3, -1640531535
  %5 = lshr i32 %4, 7
  %6 = xor i32 %5, %4
  %7 = mul i32 %6, -1640531535
  %8 = add i32 %7, 1
  %9 = lshr i32 %8, 7
  %10 = xor i32 %9, %8
  %11 = mul i32 %10, -1640531535
  %12 = add i32 %11, 2
  ret i32 %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p3.p5.i64(ptr addrspace(3) noalias writeonly captures(none), ptr addrspace(5) noalias readonly captures(none), i64, i1 immarg) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) writeonly captures(none), i8, i64, i1 immarg) #8

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{}
!10 = !{i16 1, i16 1025}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
