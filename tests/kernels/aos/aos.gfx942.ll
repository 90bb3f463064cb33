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
  br i1 %27, label %28, label %34

28:                                               ; preds = %4
  %29 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 12
  %30 = load <2 x float>, ptr addrspace(4) %29, align 4
  %31 = load <1 x float>, ptr addrspace(4) %3, align 4
  %32 = shufflevector <1 x float> %31, <1 x float> poison, <2 x i32> zeroinitializer
  %33 = fmul contract <2 x float> %32, %30
  br label %51

34:                                               ; preds = %51, %4
  %35 = phi <4 x float> [ %22, %4 ], [ %61, %51 ]
  %36 = and i32 %24, 15
  %37 = add nsw i32 %36, -8
  %38 = insertelement <2 x i32> poison, i32 %37, i64 0
  %39 = zext nneg i32 %36 to i64
  %40 = getelementptr inbounds nuw i32, ptr addrspace(4) @kTable, i64 %39
  %41 = load i32, ptr addrspace(4) %40, align 4, !tbaa !5
  %42 = mul nsw i32 %41, %37
  %43 = insertelement <2 x i32> %38, i32 %42, i64 1
  %44 = and i32 %24, 1023
  %45 = uitofp nneg i32 %44 to float
  %46 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(1) %1, i64 %20
  store <4 x float> %35, ptr addrspace(1) %46, align 16, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 16
  store <2 x i32> %43, ptr addrspace(1) %47, align 16, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 24
  store i32 %24, ptr addrspace(1) %48, align 8, !tbaa !5
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 28
  store float %45, ptr addrspace(1) %49, align 4, !tbaa !12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #9
  call void @llvm.memset.p5.i64(ptr addrspace(5) noundef align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  %50 = and i32 %24, 7
  br label %90

51:                                               ; preds = %28, %51
  %52 = phi i32 [ 0, %28 ], [ %62, %51 ]
  %53 = phi <4 x float> [ %22, %28 ], [ %61, %51 ]
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %55 = fadd contract <2 x float> %54, %33
  %56 = fsub contract <2 x float> %54, %33
  %57 = shufflevector <2 x float> %55, <2 x float> %56, <4 x i32> <i32 0, i32 3, i32 poison, i32 poison>
  %58 = extractelement <4 x float> %53, i64 2
  %59 = fmul contract float %11, %58
  %60 = insertelement <4 x float> %57, float %59, i64 2
  %61 = insertelement <4 x float> %60, float %26, i64 3
  %62 = add nuw nsw i32 %52, 1
  %63 = icmp eq i32 %62, %7
  br i1 %63, label %34, label %51, !llvm.loop !14

64:                                               ; preds = %90
  %65 = shl nuw nsw i32 %12, 5
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @dyn, i32 %65
  call void @llvm.memcpy.p3.p5.i64(ptr addrspace(3) noundef align 4 dereferenceable(32) %66, ptr addrspace(5) noundef align 16 dereferenceable(32) %5, i64 32, i1 false)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %67 = trunc nuw nsw i32 %12 to i16
  %68 = add nuw nsw i16 %67, 1
  %69 = urem i16 %68, %16
  %70 = shl nuw nsw i16 %69, 3
  %71 = zext nneg i16 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %71
  %73 = tail call fastcc noundef i32 @_Z4sum4PKj(ptr noundef %72) #9
  %74 = shl i32 %19, 2
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %75
  %77 = addrspacecast ptr addrspace(1) %76 to ptr
  %78 = tail call fastcc noundef i32 @_Z4sum4PKj(ptr noundef %77) #9
  %79 = add i32 %78, %73
  %80 = tail call fastcc noundef i32 @_Z3fibj(i32 noundef %50) #9
  %81 = add i32 %79, %80
  %82 = tail call fastcc noundef i32 @_Z3mixILi3EEjj(i32 noundef %24) #9
  %83 = add i32 %81, %82
  %84 = lshr i32 %24, 4
  %85 = and i32 %84, 15
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw i32, ptr addrspace(4) @kTable, i64 %86
  %88 = load i32, ptr addrspace(4) %87, align 4, !tbaa !5
  %89 = add i32 %83, %88
  store i32 %89, ptr addrspace(1) %76, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #9
  ret void

90:                                               ; preds = %34, %90
  %91 = phi i32 [ 0, %34 ], [ %98, %90 ]
  %92 = add i32 %91, %9
  %93 = add i32 %91, %24
  %94 = and i32 %93, 7
  %95 = getelementptr inbounds nuw i32, ptr addrspace(5) %5, i32 %94
  %96 = load i32, ptr addrspace(5) %95, align 4, !tbaa !5
  %97 = add i32 %92, %96
  store i32 %97, ptr addrspace(5) %95, align 4, !tbaa !5
  %98 = add nuw nsw i32 %91, 1
  %99 = icmp eq i32 %91, %50
  br i1 %99, label %64, label %90, !llvm.loop !16
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

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
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
