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
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = zext i32 %10 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = and i32 %11, 31
  %16 = shl i32 %11, 2
  %17 = or i32 %16, 64
  %18 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %17, i32 %14)
  %19 = add i32 %18, %14
  %20 = icmp samesign ult i32 %15, 24
  %21 = select i1 %20, i32 8, i32 0
  %22 = add i32 %21, %11
  %23 = shl i32 %22, 2
  %24 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %19)
  %25 = add i32 %24, %19
  %26 = icmp samesign ult i32 %15, 28
  %27 = select i1 %26, i32 4, i32 0
  %28 = add i32 %27, %11
  %29 = shl i32 %28, 2
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %25)
  %31 = add i32 %30, %25
  %32 = icmp samesign ult i32 %15, 30
  %33 = select i1 %32, i32 2, i32 0
  %34 = add i32 %33, %11
  %35 = shl i32 %34, 2
  %36 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %31)
  %37 = add i32 %36, %31
  %38 = icmp ne i32 %15, 31
  %39 = zext i1 %38 to i32
  %40 = add i32 %11, %39
  %41 = shl i32 %40, 2
  %42 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %37)
  %43 = add i32 %42, %37
  %44 = shl i32 %10, 3
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %45
  store i32 %43, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = and i32 %14, 65535
  %48 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %47, i32 273, i32 15, i32 15, i1 false)
  %49 = add i32 %48, %47
  %50 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %49, i32 274, i32 15, i32 15, i1 false)
  %51 = add i32 %50, %49
  %52 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %51, i32 276, i32 15, i32 15, i1 false)
  %53 = add i32 %52, %51
  %54 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %53, i32 280, i32 15, i32 15, i1 false)
  %55 = add i32 %54, %53
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 4
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %14)
  %58 = xor i32 %57, %11
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 8
  store i32 %58, ptr addrspace(1) %59, align 4, !tbaa !5
  %60 = shl i32 %11, 2
  %61 = sub i32 124, %60
  %62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %61, i32 %14)
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 12
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !5
  %64 = and i32 %14, 1
  %65 = icmp ne i32 %64, 0
  %66 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %65)
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 16
  store i32 %66, ptr addrspace(1) %67, align 4, !tbaa !5
  %68 = icmp eq i32 %14, 0
  %69 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %68)
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i32
  %72 = icmp ne i32 %14, 0
  %73 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %72)
  %74 = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %75 = icmp eq i32 %73, %74
  %76 = select i1 %75, i32 2, i32 0
  %77 = or disjoint i32 %76, %71
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 20
  store i32 %77, ptr addrspace(1) %78, align 4, !tbaa !5
  %79 = tail call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %14, i32 0)
  %80 = tail call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %47, i32 0)
  %81 = xor i32 %80, %79
  %82 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 24
  store i32 %81, ptr addrspace(1) %82, align 4, !tbaa !5
  tail call void @llvm.amdgcn.s.barrier()
  %83 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 28
  store i32 32, ptr addrspace(1) %83, align 4, !tbaa !5
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

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #6

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

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
