; ModuleID = 'shfl_scan.hip'
source_filename = "shfl_scan.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_4bcc490b8c7ef400 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_4bcc490b8c7ef400 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @shfl_scan(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp ult i32 %12, %3
  br i1 %13, label %14, label %93

14:                                               ; preds = %4
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = and i32 %18, -32
  %20 = add nsw i32 %19, 32
  %21 = add i32 %18, -1
  %22 = icmp slt i32 %21, %19
  %23 = select i1 %22, i32 %18, i32 %21
  %24 = shl i32 %23, 2
  %25 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %17)
  %26 = icmp eq i32 %18, 0
  %27 = select i1 %26, i32 0, i32 %25
  %28 = add i32 %27, %17
  %29 = add i32 %18, -2
  %30 = icmp slt i32 %29, %19
  %31 = select i1 %30, i32 %18, i32 %29
  %32 = shl i32 %31, 2
  %33 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %32, i32 %28)
  %34 = icmp ult i32 %18, 2
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add i32 %35, %28
  %37 = add i32 %18, -4
  %38 = icmp slt i32 %37, %19
  %39 = select i1 %38, i32 %18, i32 %37
  %40 = shl i32 %39, 2
  %41 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %36)
  %42 = icmp ult i32 %18, 4
  %43 = select i1 %42, i32 0, i32 %41
  %44 = add i32 %43, %36
  %45 = add i32 %18, -8
  %46 = icmp slt i32 %45, %19
  %47 = select i1 %46, i32 %18, i32 %45
  %48 = shl i32 %47, 2
  %49 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %44)
  %50 = icmp ult i32 %18, 8
  %51 = select i1 %50, i32 0, i32 %49
  %52 = add i32 %51, %44
  %53 = add i32 %18, -16
  %54 = icmp slt i32 %53, %19
  %55 = select i1 %54, i32 %18, i32 %53
  %56 = shl i32 %55, 2
  %57 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %56, i32 %52)
  %58 = icmp ult i32 %18, 16
  %59 = select i1 %58, i32 0, i32 %57
  %60 = add i32 %59, %52
  %61 = xor i32 %18, 1
  %62 = icmp slt i32 %61, %20
  %63 = select i1 %62, i32 %61, i32 %18
  %64 = shl i32 %63, 2
  %65 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %17)
  %66 = add i32 %65, %17
  %67 = xor i32 %18, 2
  %68 = icmp slt i32 %67, %20
  %69 = select i1 %68, i32 %67, i32 %18
  %70 = shl i32 %69, 2
  %71 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %70, i32 %66)
  %72 = add i32 %71, %66
  %73 = xor i32 %18, 4
  %74 = icmp slt i32 %73, %20
  %75 = select i1 %74, i32 %73, i32 %18
  %76 = shl i32 %75, 2
  %77 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %72)
  %78 = add i32 %77, %72
  %79 = xor i32 %18, 8
  %80 = icmp slt i32 %79, %20
  %81 = select i1 %80, i32 %79, i32 %18
  %82 = shl i32 %81, 2
  %83 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %82, i32 %78)
  %84 = add i32 %83, %78
  %85 = xor i32 %18, 16
  %86 = icmp slt i32 %85, %20
  %87 = select i1 %86, i32 %85, i32 %18
  %88 = shl i32 %87, 2
  %89 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %88, i32 %84)
  %90 = add i32 %89, %84
  %91 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %90, ptr addrspace(1) %91, align 4, !tbaa !5
  %92 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %15
  store i32 %60, ptr addrspace(1) %92, align 4, !tbaa !5
  br label %93

93:                                               ; preds = %4, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1030" "target-features"="+16-bit-insts,+atomic-fmin-fmax-global-f32,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
