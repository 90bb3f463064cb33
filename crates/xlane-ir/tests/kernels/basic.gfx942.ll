; ModuleID = 'k.hip'
source_filename = "k.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ3redE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@__hip_cuid_1c7923cfa19f276 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_1c7923cfa19f276 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @saxpy(float noundef %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %22

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !11
  %18 = fmul contract float %0, %17
  %19 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !11
  %21 = fadd contract float %18, %20
  store float %21, ptr addrspace(1) %19, align 4, !tbaa !11
  br label %22

22:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @red(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 8
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ3redE1s, i32 %3
  store i32 %9, ptr addrspace(3) %10, align 4, !tbaa !5
  tail call void @llvm.amdgcn.s.barrier()
  %11 = icmp samesign ult i32 %3, 128
  br i1 %11, label %12, label %17

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw i8, ptr addrspace(3) %10, i32 512
  %14 = load i32, ptr addrspace(3) %13, align 4, !tbaa !5
  %15 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  %16 = add i32 %15, %14
  store i32 %16, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %17

17:                                               ; preds = %12, %2
  tail call void @llvm.amdgcn.s.barrier()
  %18 = icmp samesign ult i32 %3, 64
  br i1 %18, label %19, label %24

19:                                               ; preds = %17
  %20 = getelementptr inbounds nuw i8, ptr addrspace(3) %10, i32 256
  %21 = load i32, ptr addrspace(3) %20, align 4, !tbaa !5
  %22 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  %23 = add i32 %22, %21
  store i32 %23, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %19, %17
  tail call void @llvm.amdgcn.s.barrier()
  %25 = icmp samesign ult i32 %3, 32
  br i1 %25, label %26, label %31

26:                                               ; preds = %24
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %10, i32 128
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  %30 = add i32 %29, %28
  store i32 %30, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %26, %24
  tail call void @llvm.amdgcn.s.barrier()
  %32 = icmp samesign ult i32 %3, 16
  br i1 %32, label %33, label %38

33:                                               ; preds = %31
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) %10, i32 64
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  %37 = add i32 %36, %35
  store i32 %37, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %33, %31
  tail call void @llvm.amdgcn.s.barrier()
  %39 = icmp samesign ult i32 %3, 8
  br i1 %39, label %40, label %45

40:                                               ; preds = %38
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) %10, i32 32
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %43 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  %44 = add i32 %43, %42
  store i32 %44, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %40, %38
  tail call void @llvm.amdgcn.s.barrier()
  %46 = icmp samesign ult i32 %3, 4
  br i1 %46, label %47, label %52

47:                                               ; preds = %45
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %10, i32 16
  %49 = load i32, ptr addrspace(3) %48, align 4, !tbaa !5
  %50 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  %51 = add i32 %50, %49
  store i32 %51, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %47, %45
  tail call void @llvm.amdgcn.s.barrier()
  %53 = icmp samesign ult i32 %3, 2
  br i1 %53, label %54, label %59

54:                                               ; preds = %52
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) %10, i32 8
  %56 = load i32, ptr addrspace(3) %55, align 4, !tbaa !5
  %57 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  %58 = add i32 %57, %56
  store i32 %58, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %54, %52
  tail call void @llvm.amdgcn.s.barrier()
  %60 = icmp eq i32 %3, 0
  br i1 %60, label %61, label %66

61:                                               ; preds = %59
  %62 = load <2 x i32>, ptr addrspace(3) %10, align 4, !tbaa !5
  %63 = extractelement <2 x i32> %62, i64 0
  %64 = extractelement <2 x i32> %62, i64 1
  %65 = add i32 %63, %64
  store i32 %65, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %61, %59
  tail call void @llvm.amdgcn.s.barrier()
  %67 = icmp eq i32 %3, 0
  br i1 %67, label %68, label %71

68:                                               ; preds = %66
  %69 = load i32, ptr addrspace(3) @_ZZ3redE1s, align 16, !tbaa !5
  %70 = atomicrmw add ptr addrspace(1) %1, i32 %69 syncscope("agent") monotonic, align 4, !noalias.addrspace !13, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %71

71:                                               ; preds = %68, %66
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }

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
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = !{i32 5, i32 6}
