; ModuleID = 'brk.hip'
source_filename = "brk.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_18f2fb17bbe1218 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_18f2fb17bbe1218 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @brk(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = shl nuw nsw i32 %3, 3
  %8 = and i32 %6, 1793
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %63, label %10

10:                                               ; preds = %2
  %11 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %12 = zext nneg i32 %7 to i64
  %13 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %12
  store i64 %11, ptr addrspace(1) %13, align 8, !tbaa !9
  %14 = and i32 %6, 1794
  %15 = icmp eq i32 %14, 258
  br i1 %15, label %63, label %16

16:                                               ; preds = %10
  %17 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %18 = zext nneg i32 %7 to i64
  %19 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %18
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 8
  store i64 %17, ptr addrspace(1) %20, align 8, !tbaa !9
  %21 = and i32 %6, 1796
  %22 = icmp eq i32 %21, 516
  br i1 %22, label %63, label %23

23:                                               ; preds = %16
  %24 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %25 = zext nneg i32 %7 to i64
  %26 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 16
  store i64 %24, ptr addrspace(1) %27, align 8, !tbaa !9
  %28 = and i32 %6, 1800
  %29 = icmp eq i32 %28, 776
  br i1 %29, label %63, label %30

30:                                               ; preds = %23
  %31 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %32 = zext nneg i32 %7 to i64
  %33 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %33, i64 24
  store i64 %31, ptr addrspace(1) %34, align 8, !tbaa !9
  %35 = and i32 %6, 1808
  %36 = icmp eq i32 %35, 1040
  br i1 %36, label %63, label %37

37:                                               ; preds = %30
  %38 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %39 = zext nneg i32 %7 to i64
  %40 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %39
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %40, i64 32
  store i64 %38, ptr addrspace(1) %41, align 8, !tbaa !9
  %42 = and i32 %6, 1824
  %43 = icmp eq i32 %42, 1312
  br i1 %43, label %63, label %44

44:                                               ; preds = %37
  %45 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %46 = zext nneg i32 %7 to i64
  %47 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %47, i64 40
  store i64 %45, ptr addrspace(1) %48, align 8, !tbaa !9
  %49 = and i32 %6, 1856
  %50 = icmp eq i32 %49, 1600
  br i1 %50, label %63, label %51

51:                                               ; preds = %44
  %52 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %53 = zext nneg i32 %7 to i64
  %54 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %54, i64 48
  store i64 %52, ptr addrspace(1) %55, align 8, !tbaa !9
  %56 = and i32 %6, 1920
  %57 = icmp eq i32 %56, 1920
  br i1 %57, label %63, label %58

58:                                               ; preds = %51
  %59 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %60 = zext nneg i32 %7 to i64
  %61 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %61, i64 56
  store i64 %59, ptr addrspace(1) %62, align 8, !tbaa !9
  br label %63

63:                                               ; preds = %51, %44, %37, %30, %23, %16, %10, %2, %58
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
