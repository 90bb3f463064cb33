; ModuleID = 'wave_amd.hip'
source_filename = "wave_amd.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_d65bd554bf500ec1 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d65bd554bf500ec1 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @wave_amd(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %11)
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = and i32 %12, 63
  %17 = shl i32 %12, 2
  %18 = or i32 %17, 128
  %19 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %15)
  %20 = add i32 %19, %15
  %21 = icmp samesign ult i32 %16, 48
  %22 = select i1 %21, i32 16, i32 0
  %23 = add i32 %22, %12
  %24 = shl i32 %23, 2
  %25 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %20)
  %26 = add i32 %25, %20
  %27 = icmp samesign ult i32 %16, 56
  %28 = select i1 %27, i32 8, i32 0
  %29 = add i32 %28, %12
  %30 = shl i32 %29, 2
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26)
  %32 = add i32 %31, %26
  %33 = icmp samesign ult i32 %16, 60
  %34 = select i1 %33, i32 4, i32 0
  %35 = add i32 %34, %12
  %36 = shl i32 %35, 2
  %37 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %32)
  %38 = add i32 %37, %32
  %39 = icmp samesign ult i32 %16, 62
  %40 = select i1 %39, i32 2, i32 0
  %41 = add i32 %40, %12
  %42 = shl i32 %41, 2
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %38)
  %44 = add i32 %43, %38
  %45 = icmp ne i32 %16, 63
  %46 = zext i1 %45 to i32
  %47 = add i32 %12, %46
  %48 = shl i32 %47, 2
  %49 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %44)
  %50 = add i32 %49, %44
  %51 = shl i32 %10, 3
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %52
  store i32 %50, ptr addrspace(1) %53, align 4, !tbaa !5
  %54 = and i32 %15, 65535
  %55 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %54, i32 273, i32 15, i32 15, i1 false)
  %56 = add i32 %55, %54
  %57 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %56, i32 274, i32 15, i32 15, i1 false)
  %58 = add i32 %57, %56
  %59 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %58, i32 276, i32 15, i32 15, i1 false)
  %60 = add i32 %59, %58
  %61 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %60, i32 280, i32 15, i32 15, i1 false)
  %62 = add i32 %61, %60
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %53, i64 4
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !5
  %64 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %15)
  %65 = xor i32 %64, %12
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %53, i64 8
  store i32 %65, ptr addrspace(1) %66, align 4, !tbaa !5
  %67 = shl i32 %12, 2
  %68 = sub i32 252, %67
  %69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %68, i32 %15)
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %53, i64 12
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = and i32 %15, 1
  %72 = icmp ne i32 %71, 0
  %73 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %72)
  %74 = lshr i64 %73, 32
  %75 = xor i64 %74, %73
  %76 = trunc i64 %75 to i32
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %53, i64 16
  store i32 %76, ptr addrspace(1) %77, align 4, !tbaa !5
  %78 = icmp eq i32 %15, 0
  %79 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %78)
  %80 = icmp ne i64 %79, 0
  %81 = zext i1 %80 to i32
  %82 = icmp ne i32 %15, 0
  %83 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %82)
  %84 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 true)
  %85 = icmp eq i64 %83, %84
  %86 = select i1 %85, i32 2, i32 0
  %87 = or disjoint i32 %86, %81
  %88 = getelementptr inbounds nuw i8, ptr addrspace(1) %53, i64 20
  store i32 %87, ptr addrspace(1) %88, align 4, !tbaa !5
  %89 = tail call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %15, i32 0)
  %90 = tail call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %54, i32 0)
  %91 = xor i32 %90, %89
  %92 = getelementptr inbounds nuw i8, ptr addrspace(1) %53, i64 24
  store i32 %91, ptr addrspace(1) %92, align 4, !tbaa !5
  tail call void @llvm.amdgcn.s.barrier()
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %53, i64 28
  store i32 64, ptr addrspace(1) %93, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
